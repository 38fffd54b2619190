import type { RouterOutputs } from '@/lib/trpc';

export type ChatProduct = RouterOutputs['catalog']['search']['items'][number];

/** One message of the chat. `image` is a small thumbnail data URL of the photo the shopper sent. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'assistant';
  timestamp: string;
  image?: string;
  imageName?: string;
  products?: ChatProduct[];
}
