// The mail sink's thread (bench-mail-sink.ts): an SMTP server that takes every mail and
// keeps nothing, counting each in the shared counter it was given. Plain JavaScript, as a
// worker thread does not inherit the TypeScript loader of the script that starts it.
import { parentPort, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

const counter = workerData;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => {
      Atomics.add(counter, 0, 1);
      done();
    });
  },
});
smtp.listen(0, '127.0.0.1', () => parentPort.postMessage(smtp.server.address().port));
