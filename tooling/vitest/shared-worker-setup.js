// The setup file of a workspace whose files share their worker and that has no module state of its own to reset.
import { resetBetweenFiles } from './shared-worker.js';

resetBetweenFiles();
