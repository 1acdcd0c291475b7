import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { notFound } from '../api/not-found.server';
import { ChatPage } from '../chat/ChatPage';
import { prefetchChat } from '../chat/prefetch-chat.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/chat/{threadId}`: one of the viewer's chats beside the others; someone else's thread is not found. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const threadId = strictId(params.threadId);
  if (threadId === null) throw notFound();
  const { dehydrated } = await prefetchChat(request, context, threadId);
  return { threadId, dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Chat | Atelier' }];

export default function ChatThreadRoute() {
  const { threadId } = useLoaderData<typeof loader>();
  return <ChatPage threadId={threadId} />;
}

export const ErrorBoundary = RouteErrorBoundary;
