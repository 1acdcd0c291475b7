export { type ContainerOptions, createContainer, disposeContainer, resolve } from './create-container.js';
export { TOKENS, type Token } from './tokens.js';
