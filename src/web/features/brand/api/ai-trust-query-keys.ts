/** Query keys of the AI trust views in Brand Settings. */
export const AI_ACCURACY_QUERY_KEY = ["brand", "ai-accuracy"] as const;
export const THRESHOLD_PRECISION_QUERY_KEY = ["brand", "threshold-precision"] as const;
export const DRY_RUN_QUERY_KEY = ["brand", "dry-run"] as const;
