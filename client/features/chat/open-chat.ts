/**
 * Loads the configured chat provider's widget and opens it. Imported on demand by the Live Chat
 * button, so no page carries this code, and no visitor contacts the provider, before that click.
 */
import type { PublicConfig } from '../../../shared/public-config';
import { loadScript, withTimeout } from './load-script';

type ChatConfig = Exclude<PublicConfig['chat'], { provider: 'none' }>;

interface TawkApi {
  onLoad?: () => void;
  maximize?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

const READY_TIMEOUT_MS = 15_000;
let tawkReady: Promise<void> | undefined;

async function openTawk(propertyId: string, widgetId: string): Promise<void> {
  const api = (window.Tawk_API ??= {});
  window.Tawk_LoadStart ??= new Date();
  // Tawk's loader fetches more scripts after its own: it is ready only when it calls onLoad.
  tawkReady ??= new Promise<void>((resolve) => {
    api.onLoad = resolve;
  });
  try {
    await loadScript(`https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`);
    await withTimeout(tawkReady, READY_TIMEOUT_MS, 'Tawk.to');
  } catch (error) {
    tawkReady = undefined;
    throw error;
  }
  window.Tawk_API?.maximize?.();
}

async function openCrisp(websiteId: string): Promise<void> {
  // Crisp reads commands queued on $crisp before its script arrives, and runs later ones at once.
  window.$crisp ??= [];
  window.CRISP_WEBSITE_ID = websiteId;
  window.$crisp.push(['do', 'chat:show'], ['do', 'chat:open']);
  await loadScript('https://client.crisp.chat/l.js');
}

export function openChat(chat: ChatConfig): Promise<void> {
  return chat.provider === 'tawk' ? openTawk(chat.propertyId, chat.widgetId) : openCrisp(chat.websiteId);
}
