/** The year the site was built: the copyright year, identical in the prerendered HTML and the client. */
declare const __BUILD_YEAR__: number;
