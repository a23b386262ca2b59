import { Skeleton } from '../ui/Skeleton.tsx'
import './LeftSidebar.css'

/** The left sidebar column with placeholder rows, in the sidebar's own geometry. */
export function SidebarSkeleton() {
  return (
    <div className="left-sidebar" aria-hidden="true">
      <div className="left-sidebar__inner">
        <div className="nav-list">
          {[70, 55, 62, 48].map((width) => (
            <div key={width} className="nav-item nav-item--skeleton">
              <Skeleton shape="block" width="1.25rem" height="1.25rem" />
              <Skeleton className="nav-item__label" width={`${width}%`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
