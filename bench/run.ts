import { benchSandboxApi } from "./sandbox-api";

// npm run bench: every benchmark of the project, one after another, printed as tables.
await benchSandboxApi();
