import { startMariaDb, createDatabase } from '/work/main/tests/support/mariadb-server';
const server = await startMariaDb();
const url = await createDatabase(server.baseUrl, 'prof');
console.log(url);
process.on('SIGTERM', async () => { await server.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
