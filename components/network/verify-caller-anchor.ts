/** The caller verification's place on a page, which the SIM warning links to (plain: server and client read it). */
export const VERIFY_CALLER_ANCHOR = "verify-caller";
