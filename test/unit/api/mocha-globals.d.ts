// Mocha's globals as @web/test-runner provides them (the project has no @types/mocha).
// Function declarations merge with any other file's, so this cannot clash.
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: () => unknown): void;
declare function before(body: () => unknown): void;
declare function after(body: () => unknown): void;
declare function beforeEach(body: () => unknown): void;
declare function afterEach(body: () => unknown): void;
