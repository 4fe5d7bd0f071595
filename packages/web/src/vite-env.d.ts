/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown for support and in the inactive-user message. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Comma-separated host names that serve the customer (chat) pages. */
  readonly VITE_CLIENT_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
