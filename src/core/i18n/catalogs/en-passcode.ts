/**
 * The English strings of a protected event's passcode screen: they load with that screen (passcode-screen.ts
 * imports ../english-passcode.js), which only such an event loads, not on the first paint's path (size budgets),
 * and join the English catalog (`en`) then: English is the fallback of every other catalog, which has these keys
 * too. See en.ts; a refused passcode's words ('passcode.invalid') stay there, as the failure's wording says them.
 */
export const enPasscode = {
  'passcode.title': 'Enter the passcode',
  'passcode.intro':
    'This event is protected. Enter the passcode the host gave you to see its times.',
  'passcode.label': 'Passcode',
  'passcode.submit': 'Continue',
  'passcode.checking': 'Checking…',
  'passcode.missing': 'Enter the passcode to continue.',
} satisfies Record<string, string | Readonly<Record<string, string>>>;
