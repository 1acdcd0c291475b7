/**
 * The only imports a pickle may make and still pass the scan (default-deny, issue 13): what `torch.save` writes for
 * tensors and state dicts, what NumPy writes for arrays, and a few inert built-in types. Each entry says why it is
 * harmless. Anything else — including a safe-looking name not listed here — makes the file `Danger`.
 * Match is exact on `module.name` as the pickle writes it (`__builtin__`, Python 2's name, reads as `builtins`).
 */
export const SAFE_PICKLE_IMPORTS: Readonly<Record<string, string>> = {
  'torch._utils._rebuild_tensor': 'rebuilds a tensor view over a storage loaded by persistent id',
  'torch._utils._rebuild_tensor_v2': 'the same, with requires_grad and hooks (the torch.save default)',
  'torch._utils._rebuild_parameter': 'wraps a rebuilt tensor as an nn.Parameter',
  'torch._utils._rebuild_parameter_with_state': 'the same, restoring the parameter’s attribute dict',
  'torch._utils._rebuild_device_tensor_from_numpy':
    'rebuilds a tensor from an array for devices without storage',
  'torch._tensor._rebuild_from_type_v2':
    'calls an already-imported (so already-checked) function, then sets a type',
  'torch.FloatStorage': 'a storage type tag in persistent ids; names a class, calls nothing',
  'torch.HalfStorage': 'storage type tag',
  'torch.BFloat16Storage': 'storage type tag',
  'torch.DoubleStorage': 'storage type tag',
  'torch.LongStorage': 'storage type tag',
  'torch.IntStorage': 'storage type tag',
  'torch.ShortStorage': 'storage type tag',
  'torch.CharStorage': 'storage type tag',
  'torch.ByteStorage': 'storage type tag',
  'torch.BoolStorage': 'storage type tag',
  'torch.float16': 'a dtype constant',
  'torch.float32': 'a dtype constant',
  'torch.bfloat16': 'a dtype constant',
  'torch.Size': 'a tuple subclass for shapes',
  'collections.OrderedDict': 'the container of every state dict',
  'numpy.core.multiarray._reconstruct': 'makes an empty array for BUILD to fill (NumPy 1)',
  'numpy._core.multiarray._reconstruct': 'the same under NumPy 2’s module name',
  'numpy.core.multiarray.scalar': 'makes a NumPy scalar from a dtype and bytes',
  'numpy.ndarray': 'the array class passed to _reconstruct',
  'numpy.dtype': 'builds a dtype from its code',
  '_codecs.encode': 'how protocol 2 writes bytes; codec lookup only imports from the encodings package',
  'builtins.set': 'a set from a list (protocols 0–3)',
  'builtins.frozenset': 'a frozenset from a list (protocols 0–3)',
  'builtins.bytearray': 'a bytearray from bytes (protocols 0–4)',
  'builtins.slice': 'an inert slice object',
  'builtins.complex': 'a complex number from two floats',
};

/** Whether loading `module.name` is known to be harmless; everything not listed is treated as dangerous. */
export const isAllowedImport = (qualified: string): boolean =>
  Object.hasOwn(SAFE_PICKLE_IMPORTS, qualified.replace(/^__builtin__\./, 'builtins.'));

/** Modules the allow-list imports from (`torch`, `torch._utils`, `numpy.core`…): importing one runs nothing risky. */
const SAFE_MODULES = new Set(
  Object.keys(SAFE_PICKLE_IMPORTS).flatMap((qualified) => {
    const parts = qualified.split('.');
    return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('.'));
  }),
);

/** Whether importing the module alone is harmless (a cut name at the end of a file imports its module, then fails). */
export const isAllowedModule = (module: string): boolean =>
  SAFE_MODULES.has(module.replace(/^__builtin__$/, 'builtins'));
