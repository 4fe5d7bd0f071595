/* A free port for a test's own server process. */
import { createServer } from 'node:net';

/**
 * A port the system says is free now (the server binds it a moment later). Fixed ports collided
 * with other runs on the machine (a browser run's servers on 3320-3323): a health check then
 * answered from the other server and the login refused the test's user.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}
