/** One signed step as the package lays it out (`steps/NN-…/`). */
export interface PackedStep {
  dir: string;
  title: string;
  signedAt: string;
  signer: string;
  serialNo: string;
  signAlg: 'SHA1withRSA' | 'SHA256withRSA' | 'SM3withSM2';
  verifyCode: string;
}

const ALG_LABEL = { SHA1withRSA: 'RSA（SHA-1）', SHA256withRSA: 'RSA（SHA-256）', SM3withSM2: 'SM2（SM3，用户标识 1234567812345678）' } as const;

/** The OpenSSL 3 command that verifies one step's signature over its original, run inside the step's folder. */
export function verifyCommand(alg: PackedStep['signAlg']): string {
  if (alg === 'SM3withSM2') {
    return 'openssl pkeyutl -verify -pubin -inkey pubkey.pem -rawin -digest sm3 -pkeyopt distid:1234567812345678 -in original.txt -sigfile signature.bin';
  }
  return `openssl dgst -${alg === 'SHA256withRSA' ? 'sha256' : 'sha1'} -verify pubkey.pem -signature signature.bin original.txt`;
}

/**
 * README.txt of a 存证 package (issue 26 item 9): what is in it and the OpenSSL 3 commands anyone can run to check
 * every signature and certificate without the platform.
 */
export function evidenceReadme(p: { creditNo: string; generatedAt: string; steps: readonly PackedStep[]; verifyUrl: string }): string {
  const lines = [
    `电子债权凭证 ${p.creditNo} 存证包`,
    `生成时间：${p.generatedAt}`,
    '',
    '本存证包收录该凭证流转路径（自开立至本凭证）上每一个签章步骤的：签名原文（original.txt，即签名时的原文字节，UTF-8）、',
    '签名值（signature.bin）、签名人证书（signer.pem）及其签发机构证书（chain.pem）、签名人公钥（pubkey.pem，由证书导出）、',
    '签章时间与步骤说明（info.txt）。任何人均可不依赖本平台，用 OpenSSL 3 自行验证；原文改动一个字节，验证即失败。',
    '',
    '一、验证签名（进入各步骤目录后执行；输出 Verified OK / Signature Verified Successfully 即为有效）',
    '  RSA（SHA-1）：   openssl dgst -sha1 -verify pubkey.pem -signature signature.bin original.txt',
    '  RSA（SHA-256）： openssl dgst -sha256 -verify pubkey.pem -signature signature.bin original.txt',
    '  SM2（SM3）：     openssl pkeyutl -verify -pubin -inkey pubkey.pem -rawin -digest sm3 -pkeyopt distid:1234567812345678 -in original.txt -sigfile signature.bin',
    '  （SM2 使用 GM/T 0009 默认用户标识 1234567812345678；OpenSSL 缺省的空标识会验证失败。）',
    '',
    '二、核对公钥出自签名人证书，证书由签发机构签发',
    '  openssl x509 -in signer.pem -pubkey -noout | diff - pubkey.pem',
    '  openssl verify -partial_chain -CAfile chain.pem signer.pem',
    '  （演示环境的 CA 证书未声明为 CA（无 basicConstraints），该命令会报 invalid CA certificate；银行正式 CA 证书可直接验证。）',
    '  openssl x509 -in signer.pem -noout -subject -issuer -serial -dates',
    '',
    '三、核对原文摘要与验证码',
    '  openssl dgst -sha256 original.txt',
    `  将摘要与验证码查验页（${p.verifyUrl}）所示“文件摘要”比对。`,
    '',
    '签章步骤：',
  ];
  for (const s of p.steps) {
    lines.push(
      `  ${s.dir}/  ${s.title}`,
      `    签章时间：${s.signedAt}  签名人：${s.signer}  证书序列号：${s.serialNo}`,
      `    算法：${ALG_LABEL[s.signAlg]}  验证码：${s.verifyCode}`,
      `    验证：cd ${s.dir} && ${verifyCommand(s.signAlg)}`,
    );
  }
  lines.push('');
  // CRLF: the file is read on Windows too (Notepad), and OpenSSL ignores it.
  return lines.join('\r\n');
}
