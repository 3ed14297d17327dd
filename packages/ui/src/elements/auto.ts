// @scf/ui/elements/define: importing it registers the elements (the one module of @scf/ui with a side effect).
import { define } from './define';

define();
