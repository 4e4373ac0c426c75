// Brings in Next's ambient declarations (*.module.css and friends) for type-checking this folder even
// before `next build` has generated next-env.d.ts. A duplicate reference is harmless.
/// <reference types="next" />
