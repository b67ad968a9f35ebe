// The top bar's alert bell with the unread count (a new notice is one kind of alert). Placeholder until built.
export function TopBarAlerts() {
  return null;
}
