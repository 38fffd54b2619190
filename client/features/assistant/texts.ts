/** The assistant page's words. The error texts are fixed wording, the connection errors Dutch. */
export const GREETING =
  "Hi! I'm your personal assistant. Which products would you like to analyse, or replace with cleaner alternatives? Tell me what you use now, paste an ingredient list or add a photo of the label, and mention any allergies or ingredients you want to avoid.";

export const ERROR_MESSAGE = 'Sorry, er is iets misgegaan. Probeer het opnieuw.';
export const ERROR_TOAST_TITLE = 'Fout';
export const ERROR_TOAST_TEXT = 'Kon geen verbinding maken met de assistent. Probeer het opnieuw.';
export const EMPTY_REPLY = "Sorry, I didn't receive a proper response.";

export const CLEARED_TITLE = 'Chat Cleared';
export const CLEARED_TEXT = 'Your chat history has been cleared.';

export const INVALID_TYPE_TITLE = 'Invalid file type';
export const INVALID_TYPE_TEXT = 'Please select an image file (JPG, PNG, WebP, GIF, or HEIC).';
export const TOO_LARGE_TITLE = 'File too large';
export const TOO_LARGE_TEXT = 'Please select an image smaller than 20MB.';
export const CONVERT_FAILED_TITLE = 'Image processing failed';
export const CONVERT_FAILED_TEXT = 'Could not process the image. Please try a different format.';
export const CONVERTING_TOAST = 'Converting HEIC image...';
export const CONVERTING_OVERLAY = 'Converting HEIC...';
export const READY_TO_SEND = 'Ready to send';
