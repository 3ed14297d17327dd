/** The custom elements' own texts (zh-CN). */
export const elementMessages = {
  /** The validation message of a required `<scf-money-input>` left empty. */
  amountMissing: '请输入金额',
  /** The agreement modal's heading when the host gives none. */
  agreementHeading: '协议',
} as const;
