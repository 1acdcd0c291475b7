import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ChatPage } from '../chat/ChatPage';
import { prefetchChat } from '../chat/prefetch-chat.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/chat` (and `/chat?with={username}`): the viewer's chats; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchChat(request, context, null);
}

export const meta: MetaFunction = () => [{ title: 'Chat | Atelier' }];

export default function ChatRoute() {
  return <ChatPage threadId={null} />;
}

export const ErrorBoundary = RouteErrorBoundary;
