export { BaseStyle } from './base-style';
