import { parseArgs } from 'node:util';
import { MAX_ID } from '../../src/api/contract';
import type { CatalogueCommand } from '../catalogue/catalogue-commands';

export const USAGE = `Usage: npm run admin -- COMMAND
  product add --name NAME --referrer REFERRER --url URL [--description TEXT]
  product list
  package add --name NAME [--description TEXT] --price-ref PRICE --products ID,ID,...
  package list
  package-link PACKAGE_ID      prints a /subscribe link for the package, valid for 30 days
Uses DATA_DIR, DATABASE_URL, JWT_SECRET and PUBLIC_URL like the server. With the embedded database
and the server running, the command goes through that server on the loopback interface.`;

/** A problem the operator can act on: printed as is, with its exit code (2: the command line is wrong). */
export class AdminCommandError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

const usage = (problem: string) => new AdminCommandError(`${problem}\n${USAGE}`, 2);

type Options = Partial<Record<'name' | 'referrer' | 'url' | 'description' | 'price-ref' | 'products', string>>;

/** Which options each command takes, and which of those it needs. */
const COMMANDS = {
  'product add': { allowed: ['name', 'referrer', 'url', 'description'], required: ['name', 'referrer', 'url'] },
  'product list': { allowed: [], required: [] },
  'package add': { allowed: ['name', 'description', 'price-ref', 'products'], required: ['name', 'price-ref', 'products'] },
  'package list': { allowed: [], required: [] },
} as const satisfies Record<string, { allowed: (keyof Options)[]; required: (keyof Options)[] }>;

export function parseAdminArgs(argv: string[]): CatalogueCommand {
  let values: Options;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' }, referrer: { type: 'string' }, url: { type: 'string' }, description: { type: 'string' },
        'price-ref': { type: 'string' }, products: { type: 'string' },
      },
    }));
  } catch (error) {
    throw usage((error as Error).message);
  }

  if (positionals[0] === 'package-link') {
    if (positionals.length !== 2 || Object.keys(values).length > 0) throw usage('package-link takes one package id and no options.');
    return { command: 'package-link', packageId: parseId(positionals[1], 'The package id') };
  }
  const name = positionals.join(' ');
  if (!(name in COMMANDS)) throw usage(positionals.length > 0 ? `Unknown command "${name}".` : 'Which command?');
  const command = name as keyof typeof COMMANDS;
  const { allowed, required } = COMMANDS[command];
  const stray = Object.keys(values).filter((option) => !(allowed as readonly string[]).includes(option));
  if (stray.length > 0) throw usage(`${command} does not take ${stray.map((option) => `--${option}`).join(', ')}.`);
  const missing = required.filter((option) => values[option] === undefined);
  if (missing.length > 0) throw usage(`${command} needs ${missing.map((option) => `--${option}`).join(', ')}.`);

  switch (command) {
    case 'product add':
      return { command, name: values.name ?? '', referrer: values.referrer ?? '', url: values.url ?? '', description: values.description };
    case 'package add':
      return {
        command, name: values.name ?? '', description: values.description, priceRef: values['price-ref'] ?? '',
        productIds: (values.products ?? '').split(',').map((id) => parseId(id.trim(), 'Each of --products')),
      };
    default:
      return { command };
  }
}

function parseId(value: string | undefined, what: string): number {
  const id = /^\d+$/.test(value ?? '') ? Number(value) : 0;
  if (id <= 0 || id > MAX_ID) throw usage(`${what} must be a positive whole number; got "${value ?? ''}".`);
  return id;
}
