/** The id of the <script type="application/json"> that lists the app's scripts for client/boot.ts. */
export const BOOT_SCRIPTS_ID = 'puur-boot-scripts';

export interface BootScripts {
  /** The app's entry module. */
  entry: string;
  /** Modules it (and the current page) imports, fetched alongside it. */
  preload: string[];
}
