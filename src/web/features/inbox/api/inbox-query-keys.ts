export const INBOX_QUERY_KEY = ["inbox", "messages"] as const;
export const threadQueryKey = (id: string) => ["inbox", "thread", id] as const;
export const suggestionsQueryKey = (messageId: string) => ["inbox", "suggestions", messageId] as const;
export const PICKER_PRODUCTS_QUERY_KEY = ["inbox", "products"] as const;
