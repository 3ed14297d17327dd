// The custom elements (@scf/ui/elements): what a page that is not on React loads for all four tags.
import { define } from '@scf/ui/elements';

define();
