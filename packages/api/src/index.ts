// @scf/api: the typed API client. Pure subpaths: ./contract, ./money, ./validators.
export { requestSign } from './contract/sign';
