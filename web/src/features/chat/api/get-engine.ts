// GET which engine answers the student right now.
import { CHAT_PATHS, ChatEngineInfoSchema, type ChatEngineInfo } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function getEngine(): Promise<ChatEngineInfo> {
  return request(CHAT_PATHS.engine, { schema: ChatEngineInfoSchema, errorMode: 'quiet', showLoading: false });
}

export const engineQueryOptions = queryOptions({ queryKey: chatKeys.engine, queryFn: getEngine });
