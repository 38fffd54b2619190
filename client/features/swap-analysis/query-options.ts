/** The swap analysis offer's query options: the panel's and the /clear-reasons loader's. */
export const SWAP_OFFER_OPTIONS = { staleTime: 5 * 60_000 };
