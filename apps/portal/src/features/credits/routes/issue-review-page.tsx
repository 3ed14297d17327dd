import { reviewScreen } from '../../../lib/applications';
import { issueLinesPart } from '../components/application-parts';

/** 开立复核 (domain.md §7.3): the director's (or final reviewer's) queue of issue applications; 同意 signs with the key. */
export default reviewScreen('ISSUE', { part: issueLinesPart });
