import { createFileRoute } from '@tanstack/react-router';
import { ToolsLayout } from '../../components/tools/tools-layout';
import { TOOLS_MANIFEST } from '../../domain/tools-app';

// Every tool: the tools' app, which installs as one and works offline after one visit.
export const Route = createFileRoute('/ferramentas')({
  head: () => ({ links: [{ rel: 'manifest', href: TOOLS_MANIFEST }] }),
  component: ToolsLayout,
});
