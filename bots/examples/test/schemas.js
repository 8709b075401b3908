// Loads protocol/schemas/ into Ajv and validates messages against them.
import Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../protocol/schemas');
const base = 'https://kangaroom.example/schemas/v1/';

export function loadSchemas() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')));
  }
  const union = (name) => ajv.getSchema(base + name);
  // The one message definition a `type` selects: its errors are readable,
  // unlike those of the whole oneOf.
  const single = (name, type) => ajv.getSchema(`${base}${name}#/$defs/${type}`);
  const describe = (validate) =>
    validate.errors.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');

  const check = (name, message) => {
    if (union(name)(message)) return null;
    const byType = typeof message?.type === 'string' ? single(name, message.type) : undefined;
    if (byType && !byType(message)) return `${message.type}: ${describe(byType)}`;
    return describe(union(name));
  };
  return {
    // Each returns null when valid, else a description of what is wrong.
    clientMessage: (message) => check('client-message.schema.json', message),
    serverMessage: (message) => check('server-message.schema.json', message),
    roomView: (view) => {
      const validate = union('room-view.schema.json');
      return validate(view) ? null : describe(validate);
    },
  };
}
