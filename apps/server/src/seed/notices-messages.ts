/**
 * Demo notices (HTML content) and messages, dated relative to the business date. The notices that pop up after
 * login (ejectFrequency '1') are addressed to the newly registered S4 only: every other demo user logs in without
 * a dialog, which the end-to-end specs rely on; the notice list shows each user the notices addressed to them.
 */
import { addDays } from '../platform/business-date';

export interface SeedNotice {
  noticeId: string;
  noticeTitle: string;
  noticeContent: string;
  btnName: string;
  btnEffect: '0' | '1';
  link: string;
  ejectFrequency: '0' | '1';
  releaseDate: string;
  /** Corporations the notice is for; everyone when absent. */
  audience?: readonly string[];
}

export function seedNotices(businessDate: string): SeedNotice[] {
  return [
    {
      noticeId: 'N0004',
      noticeTitle: '欢迎入驻供应链金融服务平台',
      noticeContent:
        '<p>尊敬的客户：</p><p>欢迎贵司入驻平台。请管理员尽快完成以下事项：</p><ol><li>在“企业信息”中核对企业资料；</li><li>为经办、主管分配角色并绑定<strong>Ukey</strong>；</li><li>在“平台公告”中了解最新业务安排。</li></ol>',
      btnName: '我知道了',
      btnEffect: '0',
      link: '',
      ejectFrequency: '1',
      releaseDate: addDays(businessDate, -1),
      audience: ['S4'],
    },
    {
      noticeId: 'N0005',
      noticeTitle: '关于新注册企业开通融信产品的说明',
      noticeContent:
        '<p>新注册企业完成实名认证及协议签署后，可联系客户经理开通<strong>融信</strong>产品。开通前，您可先在“更多产品”中了解各产品的业务规则。</p>',
      btnName: '查看产品',
      btnEffect: '1',
      link: encodeURIComponent('/cv3/product/overview'),
      ejectFrequency: '1',
      releaseDate: addDays(businessDate, -2),
      audience: ['S4'],
    },
    {
      noticeId: 'N0001',
      noticeTitle: '关于端午节期间系统服务安排的公告',
      noticeContent:
        '<p>尊敬的客户：</p><p>端午节假期期间，平台<strong>正常提供</strong>查询、转让与融资申请服务，兑付业务顺延至节后首个工作日办理。</p><p>如有疑问，请拨打客服热线 <b>95533</b>。</p>',
      btnName: '我知道了',
      btnEffect: '0',
      link: '',
      ejectFrequency: '0',
      releaseDate: addDays(businessDate, -3),
    },
    {
      noticeId: 'N0002',
      noticeTitle: '平台升级：新增支付通产品',
      noticeContent:
        '<p>平台已上线<strong>支付通</strong>产品，支持核心企业在线签发、链属企业签收与流转。</p><ul><li>开通方式：联系客户经理</li><li>适用范围：已开通融信的企业</li></ul>',
      btnName: '查看产品',
      btnEffect: '1',
      link: encodeURIComponent('/cv3/product/overview'),
      ejectFrequency: '0',
      releaseDate: addDays(businessDate, -10),
    },
    {
      noticeId: 'N0003',
      noticeTitle: '关于防范电信网络诈骗的风险提示',
      noticeContent: '<p>平台工作人员不会以任何理由索要您的<strong>Ukey密码</strong>或短信验证码，请提高警惕。</p>',
      btnName: '确定',
      btnEffect: '0',
      link: '',
      ejectFrequency: '0',
      releaseDate: addDays(businessDate, -30),
    },
  ];
}

export interface SeedMessage {
  messageId: string;
  userName: string;
  messageType: 'TODO' | 'BUSINESS' | 'SYSTEM';
  state: 'SENT' | 'READ';
  title: string;
  content: string;
  createdOn: string;
  /** The portal path of the business object, when there is one. */
  link?: string;
}

export function seedMessages(businessDate: string): SeedMessage[] {
  const d = (n: number) => addDays(businessDate, n);
  return [
    {
      messageId: 'MSG0001',
      userName: 'c1_dir',
      messageType: 'TODO',
      state: 'SENT',
      title: '开立复核待处理',
      content: '您有1笔开立申请待复核，金额 500,000.00 元。',
      createdOn: d(0),
      link: '/credit/core/issue/issue-review',
    },
    {
      messageId: 'MSG0002',
      userName: 'c1_dir',
      messageType: 'BUSINESS',
      state: 'SENT',
      title: '额度分配待审批',
      content: '成员单位额度分配申请待您审批。',
      createdOn: d(-1),
      link: '/my/limit/approve',
    },
    {
      messageId: 'MSG0003',
      userName: 'c1_op',
      messageType: 'BUSINESS',
      state: 'SENT',
      title: '开立申请已退回',
      content: '您提交的开立申请被主管退回修改。',
      createdOn: d(-2),
      link: '/credit/core/issue/issue?tab=mine',
    },
    {
      messageId: 'MSG0004',
      userName: 'c1_op',
      messageType: 'SYSTEM',
      state: 'READ',
      title: '密码修改提醒',
      content: '为保障账户安全，建议每90天修改一次密码。',
      createdOn: d(-20),
    },
    {
      messageId: 'MSG0005',
      userName: 's1_op',
      messageType: 'TODO',
      state: 'SENT',
      title: '凭证待签收',
      content: '徐州示例重工集团有限公司向您开立的凭证待签收。',
      createdOn: d(0),
      link: '/credit/todo',
    },
    {
      messageId: 'MSG0006',
      userName: 's1_dir',
      messageType: 'TODO',
      state: 'READ',
      title: '融资申请待审批',
      content: '您有1笔融资申请待审批。',
      createdOn: d(-5),
    },
    {
      messageId: 'MSG0007',
      userName: 'f1_cm',
      messageType: 'TODO',
      state: 'SENT',
      title: '融资申请待初审',
      content: '江苏示例精密锻造有限公司提交的融资申请待初审。',
      createdOn: d(-1),
    },
    // s2_op has a few of each kind: the message centre's demo (and its end-to-end spec).
    {
      messageId: 'MSG0008',
      userName: 's2_op',
      messageType: 'TODO',
      state: 'SENT',
      title: '凭证待签收',
      content: '徐州示例重工集团有限公司向贵司开立的凭证待签收，请在签收期限内处理。',
      createdOn: d(0),
      link: '/credit/todo',
    },
    {
      messageId: 'MSG0009',
      userName: 's2_op',
      messageType: 'BUSINESS',
      state: 'SENT',
      title: '凭证即将到期提醒',
      content: '贵司持有的凭证将于7日后到期兑付，请关注资金安排。',
      createdOn: d(-1),
      link: '/credit/chain/index/operator',
    },
    {
      messageId: 'MSG0010',
      userName: 's2_op',
      messageType: 'SYSTEM',
      state: 'SENT',
      title: '平台系统升级通知',
      content: '平台将于本周六22:00至次日02:00进行系统升级，升级期间暂停业务办理，请提前做好安排。',
      createdOn: d(-2),
    },
    {
      messageId: 'MSG0011',
      userName: 's2_op',
      messageType: 'BUSINESS',
      state: 'READ',
      title: '凭证已签收',
      content: '贵司已签收徐州示例重工集团有限公司开立的凭证，金额 200,000.00 元。',
      createdOn: d(-8),
      link: '/credit/chain/index/operator',
    },
    {
      messageId: 'MSG0012',
      userName: 's2_op',
      messageType: 'SYSTEM',
      state: 'READ',
      title: '密码修改提醒',
      content: '为保障账户安全，建议每90天修改一次密码。',
      createdOn: d(-20),
    },
  ];
}
