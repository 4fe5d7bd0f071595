/*
 * The baseline of `npm run bench -- api`: a bare Fastify route in a process configured as the built
 * server is (plain node, the same Fastify, a logger at the bench's LOG_LEVEL), answering a small
 * JSON body. PORT names the port; it prints nothing and runs until killed.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
