import { access } from 'node:fs/promises';
import path from 'node:path';
import { adoptLocalFile, sanitizeHtml } from '@atelier/adapters';
import {
  BASE_MODEL_TYPES,
  BASE_MODELS,
  CHECKPOINT_TYPES,
  CreateModelFile,
  draftModel,
  draftVersion,
  FILE_TYPES,
  type FileInspector,
  MODEL_TYPES,
  modelPath,
  ProcessModelFile,
  scanVerdict,
  UpsertModel,
  UpsertVersion,
} from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal, unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, parseOptions, username } from '../options.js';
import { userNamed } from '../users.js';

const schema = z.object({
  owner: username,
  name: z.string({ error: 'is required (the model name)' }).trim().min(1).max(255),
  type: z.enum(MODEL_TYPES, { error: `must be one of ${MODEL_TYPES.join(', ')}` }),
  checkpointType: z
    .enum(CHECKPOINT_TYPES, { error: `must be one of ${CHECKPOINT_TYPES.join(', ')}` })
    .optional(),
  baseModel: z.enum(BASE_MODELS, { error: `is required, one of ${BASE_MODELS.join(', ')}` }),
  versionName: z.string().trim().min(1).max(255).default('v1'),
  description: z.string().max(50_000).optional(),
  fileType: z.enum(FILE_TYPES, { error: `must be one of ${FILE_TYPES.join(', ')}` }).default('Model'),
  ...globals,
});

const MB = 1024 * 1024;

export const importModel = new Command('import')
  .summary('create a model and version from files on this machine')
  .description(
    'Creates a Draft model owned by --owner with one version, and adds each file to it through the same steps as an upload from the browser: the bytes are checked for what they claim to be, hashed in one pass (SHA256, AutoV1, AutoV2, AutoV3, CRC32, BLAKE3), read for tensor facts and scanned for viruses and unsafe pickles. Shows a progress bar per file on a terminal. The owner then adds images and publishes on the model page. A file that is refused stops the import; the files added before it stay on the draft.',
  )
  .argument('<files...>', 'the files to add, in order (the first is the version’s main file)')
  .option('--owner <username>', 'who the model belongs to (required)')
  .option('--name <name>', 'the model name (required)')
  .option('--type <type>', `the model type: ${MODEL_TYPES.join(', ')} (required)`)
  .option('--checkpoint-type <type>', `for a Checkpoint (required then): ${CHECKPOINT_TYPES.join(' or ')}`)
  .option('--base-model <name>', `the version’s base model (required): ${BASE_MODELS.join(', ')}`)
  .option('--version-name <name>', 'the version name', 'v1')
  .option('--description <text>', 'the model description')
  .option('--file-type <type>', `the type of every file: ${FILE_TYPES.join(', ')}`, 'Model')
  .addHelpText(
    'after',
    examples(
      'import ./lumen.safetensors --owner ada_lumen --name Lumen --type LORA --base-model "SDXL 1.0"',
      'import ./a.safetensors ./b.safetensors --owner ada_lumen --name Pair --type Checkpoint --checkpoint-type Trained --base-model "SD 1.5" --json',
    ),
  )
  .action(async (files: string[], _options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    for (const file of files) {
      await access(file).catch(() => {
        throw new Refusal(cliErrors.usage(`Cannot read ${file}.`));
      });
    }
    await withHub(options, async (hub, out) => {
      const owner = await userNamed(hub.uow, options.owner);
      // The same use cases as the web's forms, with the defaults a new model and version start from there.
      const now = hub.clock.now();
      const draft = draftModel(
        { name: options.name, type: options.type, description: '', userId: owner.id },
        now,
      );
      const model = unwrap(
        await hub.useCase(UpsertModel).execute(owner, {
          name: options.name,
          type: options.type,
          checkpointType: options.checkpointType ?? null,
          description: sanitizeHtml(options.description ?? ''),
          tagNames: [],
          allowCommercialUse: draft.allowCommercialUse,
          allowNoCredit: draft.allowNoCredit,
          allowDerivatives: draft.allowDerivatives,
          allowDifferentLicense: draft.allowDifferentLicense,
          nsfw: draft.nsfw,
          poi: draft.poi,
          minor: draft.minor,
          availability: 'Public',
        }),
      );
      const first = draftVersion(
        { modelId: model.id, index: 0, name: options.versionName, baseModel: options.baseModel },
        now,
      );
      const version = unwrap(
        await hub.useCase(UpsertVersion).execute(owner, {
          modelId: model.id,
          name: first.name,
          baseModel: options.baseModel,
          baseModelType: BASE_MODEL_TYPES.find((type) => type === first.baseModelType) ?? null,
          description: first.description,
          trainedWords: first.trainedWords,
          steps: first.steps,
          epochs: first.epochs,
          clipSkip: first.clipSkip,
          strength: first.strength,
          earlyAccessConfig: first.earlyAccessConfig,
        }),
      );
      const added = [];
      for (const filePath of files) {
        const adopted = await adoptLocalFile(
          { uploads: hub.uploads, bytes: hub.uploadBytes, maxBytes: hub.config.uploads.maxBytes },
          { userId: owner.id, filePath: path.resolve(filePath), type: options.fileType },
        );
        if (!adopted.ok) throw new Refusal(cliErrors.usage(`Refused ${filePath}: ${adopted.reason}.`));
        const file = unwrap(
          await hub.useCase(CreateModelFile).execute(owner, {
            modelVersionId: version.id,
            uploadId: adopted.uploadId,
            type: options.fileType,
          }),
        );
        // Processed here, with a progress bar, rather than by the queued job (which then finds it done).
        const progress = out.progress(`Reading ${path.basename(filePath)} (MB)`);
        const inspector: FileInspector = {
          sniff: (source) => hub.inspector.sniff(source),
          inspect: (storageKey) =>
            hub.inspector.inspect(storageKey, {
              onProgress: (done, total) => progress.update(Math.floor(done / MB), Math.ceil(total / MB)),
            }),
        };
        await new ProcessModelFile({ uow: hub.uow, clock: hub.clock, scanner: hub.scanner, inspector })
          .execute({ fileId: file.id })
          .finally(() => progress.stop());
        const processed = await hub.uow.read((r) => r.files.ofId(file.id));
        if (processed === null) throw new Error(`file ${file.id} vanished during the import`);
        added.push({
          id: processed.id,
          name: processed.name,
          sizeKB: processed.sizeKB,
          format: processed.metadata.format ?? null,
          hashes: Object.fromEntries(processed.hashes.map((hash) => [hash.type, hash.hash])),
          scan: {
            result: scanVerdict(processed).result,
            virus: processed.virusScanResult,
            pickle: processed.pickleScanResult,
            virusMessage: processed.virusScanMessage,
            pickleMessage: processed.pickleScanMessage,
          },
          tensorFacts: processed.tensorFacts,
        });
      }
      out.done(
        {
          model: {
            id: model.id,
            name: model.name,
            status: model.status,
            url: modelPath(model.id, model.name),
          },
          version: { id: version.id, name: version.name },
          files: added,
          owner: { id: owner.id, username: owner.username },
        },
        [
          `Model ${model.id} "${model.name}" (Draft) with version ${version.id} "${version.name}", owned by ${owner.username}:`,
          ...added.map(
            (file) =>
              `  ${file.name}: ${file.format ?? 'unknown format'}, SHA256 ${file.hashes.SHA256 ?? '-'}, scan ${file.scan.result}`,
          ),
          `Add images and publish it at ${modelPath(model.id, model.name)}.`,
        ],
      );
    });
  });
