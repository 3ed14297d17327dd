/** Every user-facing validation message of @scf/api/validators, in one place so a locale can be added. */
export const VALIDATION_MESSAGES = {
  required: '此处不能为空',
  mobile: '手机号码不符合规范',
  fixedPhone: '固定电话不符合规范',
  email: '邮箱格式不正确',
  corpNameLength: '企业名称长度为1-80个字符',
  userName: '姓名只能包含中文、英文及间隔号，长度为1-40个字符',
  passwordLength: '密码长度为8-20位',
  passwordRule: '密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格',
  idCard: '身份证号码不符合规范',
  noParentheses: '不能包含括号',
  money: '请输入正确的金额，最多两位小数',
  moneyRange: '金额须在0至99,999,999,999,999.98之间',
  opinionMax: '最多输入500个字',
  personNameMax: '最多输入20个字',
  feedbackFiles: '最多上传5张截图',
} as const;
