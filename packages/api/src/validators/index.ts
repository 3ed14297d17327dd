// @scf/api/validators: one zod schema per spec §5 rule (issue 4 adds the rest).
export { passwordInput } from './login';
