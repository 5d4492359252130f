/** The page's shape while the account loads. */
export function AccountSkeleton() {
  return (
    <div className="account-grid" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your profile
      </span>
      <div className="card" aria-hidden="true">
        <div className="skeleton skeleton--title" />
        <div className="picture-picker profile-picture">
          <div className="skeleton skeleton--avatar" />
          <div className="skeleton skeleton--button" />
        </div>
        <div className="profile-details">
          {['first', 'last', 'company', 'job', 'phone', 'email'].map((key) => (
            <div key={key}>
              <div className="skeleton skeleton--label" />
              <div className="skeleton skeleton--text" />
            </div>
          ))}
        </div>
      </div>
      <div className="account-side" aria-hidden="true">
        <div className="card">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--text" />
        </div>
        <div className="card">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--button" />
        </div>
      </div>
    </div>
  )
}
