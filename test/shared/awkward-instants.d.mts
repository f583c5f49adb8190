export const INSTANTS: [string, string, string?][];
export const DATE_SENSITIVE_SPECS: string[];
export const REAL_CLOCK_SPECS: string[];
export const DATE_UNIT_TESTS: string[];
