// The embedded database's own thread (pglite-thread.ts): PGlite runs PostgreSQL compiled to WASM,
// and each statement runs to its end on the thread that called it. Here that thread is this
// worker, so a statement over a large account never holds the server's event loop. Plain
// JavaScript: a worker thread loads it without the TypeScript loader the server may run under.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const ROLLBACK = Symbol('rollback');
const lite = await PGlite.create(workerData.dir);
/** Open transactions by id: their PGlite transaction, and how to end it. */
const open = new Map();
let nextTransaction = 1;

const post = (message) => parentPort.postMessage(message);

/** What the server reads of a database error (`code` for the SQLSTATE, errors.ts), as plain data. */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

function target(transaction) {
  if (transaction === undefined) return lite;
  const entry = open.get(transaction);
  if (!entry) throw new Error(`No open transaction ${transaction}`);
  return entry.tx;
}

function begin(id) {
  const transaction = nextTransaction++;
  let end;
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  let begun = false;
  const finished = lite.transaction(async (tx) => {
    begun = true;
    open.set(transaction, { tx, end, finished });
    post({ id, transaction });
    if (!(await ended)) throw ROLLBACK;
  });
  // A transaction that could not even begin answers its begin with the error; once begun, its end answers.
  finished.catch((error) => {
    if (!begun) post({ id, error: errorData(error) });
  });
}

function end(id, transaction, commit) {
  const entry = open.get(transaction);
  if (!entry) return post({ id, error: { message: `No open transaction ${transaction}` } });
  open.delete(transaction);
  entry.end(commit);
  return entry.finished.then(
    () => post({ id }),
    (error) => post(error === ROLLBACK ? { id } : { id, error: errorData(error) }),
  );
}

async function run(message) {
  const { id, op } = message;
  try {
    if (op === 'query') post({ id, rows: (await target(message.transaction).query(message.sql, message.params)).rows });
    else if (op === 'exec') {
      await target(message.transaction).exec(message.sql);
      post({ id });
    } else if (op === 'begin') begin(id);
    else if (op === 'end') await end(id, message.transaction, message.commit);
    else if (op === 'close') {
      await lite.close();
      post({ id });
    }
  } catch (error) {
    post({ id, error: errorData(error) });
  }
}

parentPort.on('message', (message) => void run(message));
post({ ready: true });
