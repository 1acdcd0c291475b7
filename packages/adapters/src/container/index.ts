export { type ContainerOptions, createContainer, disposeContainer, resolve } from './create-container.js';
export { TOKENS, type Token } from './tokens.js';
export { bindUseCases, USE_CASES, type UseCaseClass, useCaseResolver } from './use-cases.module.js';
