// Pure pieces of the web app that tests and tools may import (no DOM access at import time).
export * from './routing/gate.ts';
export * from './routing/shortcuts.ts';
export * from './state/birthData.ts';
export * from './state/preferences.ts';
export * from './state/storage.ts';
export * from './themes/contrast.ts';
export * from './themes/themes.ts';
