/** Whose role a key is bound to or checked for: the signed-in user in their current role. */
export function CurrentUserLine({ personName, userName, roleLabel }: { personName: string; userName: string; roleLabel: string }) {
  return (
    <p>
      当前用户：{personName}（{userName}）· {roleLabel || '未分配角色'}
    </p>
  );
}
