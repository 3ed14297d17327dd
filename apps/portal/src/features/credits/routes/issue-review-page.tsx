import { reviewScreen } from '../components/review-queue';

/** 开立复核 (domain.md §7.3): the director's (or final reviewer's) queue of issue applications; 同意 signs with the key. */
export default reviewScreen('ISSUE');
