import { createLlmDevServer, DEFAULT_MODEL } from './app';

/**
 * Starts the local OpenAI-compatible stand-in: LLM_DEV_PORT (4003), LLM_DEV_HOST (127.0.0.1),
 * LLM_DEV_API_KEY (optional Bearer key), LLM_DEV_MODEL (spi-dev), LLM_DEV_TOKEN_DELAY_MS (15),
 * LLM_DEV_CONTROL (1; 0 turns /__control off).
 */
const port = Number(process.env.LLM_DEV_PORT ?? 4003);
const host = process.env.LLM_DEV_HOST ?? '127.0.0.1';
const tokenDelayMs = Number(process.env.LLM_DEV_TOKEN_DELAY_MS ?? 15);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isFinite(tokenDelayMs) || tokenDelayMs < 0) {
  console.error('llm-dev failed to start: LLM_DEV_PORT or LLM_DEV_TOKEN_DELAY_MS is not a valid number');
  process.exit(1);
}

const app = createLlmDevServer({
  apiKey: process.env.LLM_DEV_API_KEY || undefined,
  model: process.env.LLM_DEV_MODEL || DEFAULT_MODEL,
  tokenDelayMs,
  controlEnabled: process.env.LLM_DEV_CONTROL !== '0',
});

const { url } = await app.listen(port, host);
console.info(`llm-dev: local OpenAI-compatible stand-in ready at ${url}/v1 (auth ${process.env.LLM_DEV_API_KEY ? 'on' : 'off'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => { void app.close().then(() => process.exit(0)); });
}
