/** The id of the <script type="application/json"> that carries the server-rendered query data. */
export const SSR_STATE_ID = 'puur-ssr-state';
