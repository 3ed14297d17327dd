export interface WelcomeCardProps {
  personName: string;
  corpName: string;
  roleLabel: string;
}

/** Who is working and as what: the real names from the session, never placeholders. */
export function WelcomeCard({ personName, corpName, roleLabel }: WelcomeCardProps) {
  return (
    <dl aria-label="当前用户">
      <dt>用户</dt>
      <dd>{personName}</dd>
      <dt>企业</dt>
      <dd>{corpName}</dd>
      <dt>当前角色</dt>
      <dd>{roleLabel || '未分配角色'}</dd>
    </dl>
  );
}
