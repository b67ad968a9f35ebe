// The alert settings (PUSH and EMAIL per kind of alert), shown on the settings screen. Placeholder until built.
export function AlertSettingsSection() {
  return null;
}
