import { ordersResponseSchema, recordsResponseSchema } from "@shared/assistants/message-filter";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const messageRecordsQuery = (search: string) =>
  queryOptions({
    queryKey: ["assistants", "records", "messages", search],
    queryFn: () =>
      apiRequest(`/api/assistants/records/messages?${search}`, { schema: recordsResponseSchema }),
  });

export const orderRecordsQuery = (search: string) =>
  queryOptions({
    queryKey: ["assistants", "records", "orders", search],
    queryFn: () => apiRequest(`/api/assistants/records/orders?${search}`, { schema: ordersResponseSchema }),
  });

export const useMessageRecords = (search: string, enabled: boolean) =>
  useQuery({ ...messageRecordsQuery(search), enabled });
export const useOrderRecords = (search: string, enabled: boolean) =>
  useQuery({ ...orderRecordsQuery(search), enabled });
