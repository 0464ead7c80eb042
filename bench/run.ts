import { benchCustomerPages } from "./customer-pages";
import { benchSandboxApi } from "./sandbox-api";
import { startBenchServers } from "./servers";

// npm run bench: every benchmark of the project, one after another, printed as tables.
await benchSandboxApi();

const servers = await startBenchServers();
try {
  await benchCustomerPages({
    portalUrl: servers.portalUrl,
    sandboxUrl: servers.sandbox.url,
    adminKey: servers.sandbox.config.adminKey,
  });
} finally {
  await servers.stop();
}
