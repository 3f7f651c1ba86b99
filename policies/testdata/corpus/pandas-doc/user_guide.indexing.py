dates = pd.date_range('1/1/2000', periods=8)
df = pd.DataFrame(np.random.randn(8, 4),
                  index=dates, columns=['A', 'B', 'C', 'D'])
df



s = df['A']
s[dates[5]]



df
df[['B', 'A']] = df[['A', 'B']]
df



df[['A', 'B']]
df.loc[:, ['B', 'A']] = df[['A', 'B']]
df[['A', 'B']]



df.loc[:, ['B', 'A']] = df[['A', 'B']].to_numpy()
df[['A', 'B']]




sa = pd.Series([1, 2, 3], index=list('abc'))
dfa = df.copy()



sa.b
dfa.A



sa.a = 5
sa
dfa.A = list(range(len(dfa.index)))  # ok if A already exists
dfa
dfa['A'] = list(range(len(dfa.index)))  # use this form to create a new column
dfa



x = pd.DataFrame({'x': [1, 2, 3], 'y': [3, 4, 5]})
x.iloc[1] = {'x': 9, 'y': 99}
x



s[:5]
s[::2]
s[::-1]



s2 = s.copy()
s2[:5] = 0
s2



df[:3]
df[::-1]



dfl = pd.DataFrame(np.random.randn(5, 4),
                   columns=list('ABCD'),
                   index=pd.date_range('20130101', periods=5))
dfl



dfl.loc['20130102':'20130104']



s1 = pd.Series(np.random.randn(6), index=list('abcdef'))
s1
s1.loc['c':]
s1.loc['b']



s1.loc['c':] = 0
s1



df1 = pd.DataFrame(np.random.randn(6, 4),
                   index=list('abcdef'),
                   columns=list('ABCD'))
df1
df1.loc[['a', 'b', 'd'], :]



df1.loc['d':, 'A':'C']



df1.loc['a']



df1.loc['a'] > 0
df1.loc[:, df1.loc['a'] > 0]



mask = pd.array([True, False, True, False, pd.NA, False], dtype="boolean")
mask
df1[mask]



# this is also equivalent to ``df1.at['a','A']``
df1.loc['a', 'A']



s = pd.Series(list('abcde'), index=[0, 3, 2, 5, 4])
s.loc[3:5]



s.sort_index()
s.sort_index().loc[1:6]



s = pd.Series(list('abcdef'), index=[0, 3, 2, 5, 4, 2])
s.loc[3:5]



s1 = pd.Series(np.random.randn(5), index=list(range(0, 10, 2)))
s1
s1.iloc[:3]
s1.iloc[3]



s1.iloc[:3] = 0
s1



df1 = pd.DataFrame(np.random.randn(6, 4),
                   index=list(range(0, 12, 2)),
                   columns=list(range(0, 8, 2)))
df1



df1.iloc[:3]
df1.iloc[1:5, 2:4]



df1.iloc[[1, 3, 5], [1, 3]]



df1.iloc[1:3, :]



df1.iloc[:, 1:3]



# this is also equivalent to ``df1.iat[1,1]``
df1.iloc[1, 1]



df1.iloc[1]



# these are allowed in Python/NumPy.
x = list('abcdef')
x
x[4:10]
x[8:10]
s = pd.Series(x)
s
s.iloc[4:10]
s.iloc[8:10]



dfl = pd.DataFrame(np.random.randn(5, 2), columns=list('AB'))
dfl
dfl.iloc[:, 2:3]
dfl.iloc[:, 1:3]
dfl.iloc[4:6]



df1 = pd.DataFrame(np.random.randn(6, 4),
                   index=list('abcdef'),
                   columns=list('ABCD'))
df1

df1.loc[lambda df: df['A'] > 0, :]
df1.loc[:, lambda df: ['A', 'B']]

df1.iloc[:, lambda df: [0, 1]]

df1[lambda df: df.columns[0]]




df1['A'].loc[lambda s: s > 0]



bb = pd.read_csv('data/baseball.csv', index_col='id')
(bb.groupby(['year', 'team']).sum(numeric_only=True)
   .loc[lambda df: df['r'] > 100])




dfd = pd.DataFrame({'A': [1, 2, 3],
                    'B': [4, 5, 6]},
                   index=list('abc'))
dfd
dfd.loc[dfd.index[[0, 2]], 'A']



dfd.iloc[[0, 2], dfd.columns.get_loc('A')]



dfd.iloc[[0, 2], dfd.columns.get_indexer(['A', 'B'])]




s = pd.Series([1, 2, 3])
s



s.loc[[1, 2]]



s.reindex([1, 2, 3])



labels = [1, 2, 3]
s.loc[s.index.intersection(labels)]



s = pd.Series(np.arange(4), index=['a', 'a', 'b', 'c'])
labels = ['c', 'd']



s.loc[s.index.intersection(labels)].reindex(labels)



s = pd.Series([0, 1, 2, 3, 4, 5])

# When no arguments are passed, returns 1 row.
s.sample()

# One may specify either a number of rows:
s.sample(n=3)

# Or a fraction of the rows:
s.sample(frac=0.5)



s = pd.Series([0, 1, 2, 3, 4, 5])

# Without replacement (default):
s.sample(n=6, replace=False)

# With replacement:
s.sample(n=6, replace=True)




s = pd.Series([0, 1, 2, 3, 4, 5])
example_weights = [0, 0, 0.2, 0.2, 0.2, 0.4]
s.sample(n=3, weights=example_weights)

# Weights will be re-normalized automatically
example_weights2 = [0.5, 0, 0, 0, 0, 0]
s.sample(n=1, weights=example_weights2)



df2 = pd.DataFrame({'col1': [9, 8, 7, 6],
                    'weight_column': [0.5, 0.4, 0.1, 0]})
df2.sample(n=3, weights='weight_column')



df3 = pd.DataFrame({'col1': [1, 2, 3], 'col2': [2, 3, 4]})
df3.sample(n=1, axis=1)



df4 = pd.DataFrame({'col1': [1, 2, 3], 'col2': [2, 3, 4]})

# With a given seed, the sample will always draw the same rows.
df4.sample(n=2, random_state=2)
df4.sample(n=2, random_state=2)





se = pd.Series([1, 2, 3])
se
se[5] = 5.
se



dfi = pd.DataFrame(np.arange(6).reshape(3, 2),
                   columns=['A', 'B'])
dfi
dfi.loc[:, 'C'] = dfi.loc[:, 'A']
dfi



dfi.loc[3] = 5
dfi



s.iat[5]
df.at[dates[5], 'A']
df.iat[3, 0]



df.at[dates[5], 'E'] = 7
df.iat[3, 0] = 7



df.at[dates[-1] + pd.Timedelta('1 day'), 0] = 7
df



s = pd.Series(range(-3, 4))
s
s[s > 0]
s[(s < -1) | (s > 0.5)]
s[~(s < 0)]



df[df['A'] > 0]



df2 = pd.DataFrame({'a': ['one', 'one', 'two', 'three', 'two', 'one', 'six'],
                    'b': ['x', 'y', 'y', 'x', 'y', 'x', 'x'],
                    'c': np.random.randn(7)})

# only want 'two' or 'three'
criterion = df2['a'].map(lambda x: x.startswith('t'))

df2[criterion]

# equivalent but slower
df2[[x.startswith('t') for x in df2['a']]]

# Multiple criteria
df2[criterion & (df2['b'] == 'x')]



df2.loc[criterion & (df2['b'] == 'x'), 'b':'c']



df = pd.DataFrame([[1, 2], [3, 4], [5, 6]],
                  index=list('abc'),
                  columns=['A', 'B'])
s = (df['A'] > 2)
s

df.loc[s, 'B']

df.iloc[s.values, 1]



s = pd.Series(np.arange(5), index=np.arange(5)[::-1], dtype='int64')
s
s.isin([2, 4, 6])
s[s.isin([2, 4, 6])]



s[s.index.isin([2, 4, 6])]

# compare it to the following
s.reindex([2, 4, 6])



s_mi = pd.Series(np.arange(6),
                 index=pd.MultiIndex.from_product([[0, 1], ['a', 'b', 'c']]))
s_mi
s_mi.iloc[s_mi.index.isin([(1, 'a'), (2, 'b'), (0, 'c')])]
s_mi.iloc[s_mi.index.isin(['a', 'c', 'e'], level=1)]



df = pd.DataFrame({'vals': [1, 2, 3, 4], 'ids': ['a', 'b', 'f', 'n'],
                   'ids2': ['a', 'n', 'c', 'n']})

values = ['a', 'b', 1, 3]

df.isin(values)



values = {'ids': ['a', 'b'], 'vals': [1, 3]}

df.isin(values)



values = {'ids': ['a', 'b'], 'vals': [1, 3]}

~df.isin(values)



values = {'ids': ['a', 'b'], 'ids2': ['a', 'c'], 'vals': [1, 3]}

row_mask = df.isin(values).all(1)

df[row_mask]



s[s > 0]



s.where(s > 0)



dates = pd.date_range('1/1/2000', periods=8)
df = pd.DataFrame(np.random.randn(8, 4),
                  index=dates, columns=['A', 'B', 'C', 'D'])



df[df < 0]



df.where(df < 0, -df)



s2 = s.copy()
s2[s2 < 0] = 0
s2

df2 = df.copy()
df2[df2 < 0] = 0
df2



df_orig = df.copy()
df_orig.where(df > 0, -df, inplace=True)
df_orig



df.where(df < 0, -df) == np.where(df < 0, df, -df)



df2 = df.copy()
df2[df2[1:4] > 0] = 3
df2



df2 = df.copy()
df2.where(df2 > 0, df2['A'], axis='index')



df2 = df.copy()
df.apply(lambda x, y: x.where(x > 0, y), y=df['A'])



df3 = pd.DataFrame({'A': [1, 2, 3],
                    'B': [4, 5, 6],
                    'C': [7, 8, 9]})
df3.where(lambda x: x > 4, lambda x: x + 10)



s.mask(s >= 0)
df.mask(df >= 0)



df = pd.DataFrame({'col1': list('ABBC'), 'col2': list('ZZXY')})
df['color'] = np.where(df['col2'] == 'Z', 'green', 'red')
df



conditions = [
    (df['col2'] == 'Z') & (df['col1'] == 'A'),
    (df['col2'] == 'Z') & (df['col1'] == 'B'),
    (df['col1'] == 'B')
]
choices = ['yellow', 'blue', 'purple']
df['color'] = np.select(conditions, choices, default='black')
df



n = 10
df = pd.DataFrame(np.random.rand(n, 3), columns=list('abc'))
df

# pure python
df[(df['a'] < df['b']) & (df['b'] < df['c'])]

# query
df.query('(a < b) & (b < c)')



df = pd.DataFrame(np.random.randint(n / 2, size=(n, 2)), columns=list('bc'))
df.index.name = 'a'
df
df.query('a < b and b < c')



df = pd.DataFrame(np.random.randint(n, size=(n, 2)), columns=list('bc'))
df
df.query('index < b < c')



df = pd.DataFrame({'a': np.random.randint(5, size=5)})
df.index.name = 'a'
df.query('a > 2')  # uses the column 'a', not the index



df.query('index > 2')



n = 10
colors = np.random.choice(['red', 'green'], size=n)
foods = np.random.choice(['eggs', 'ham'], size=n)
colors
foods

index = pd.MultiIndex.from_arrays([colors, foods], names=['color', 'food'])
df = pd.DataFrame(np.random.randn(n, 2), index=index)
df
df.query('color == "red"')



df.index.names = [None, None]
df
df.query('ilevel_0 == "red"')




df = pd.DataFrame(np.random.rand(n, 3), columns=list('abc'))
df
df2 = pd.DataFrame(np.random.rand(n + 2, 3), columns=df.columns)
df2
expr = '0.0 <= a <= c <= 0.5'
map(lambda frame: frame.query(expr), [df, df2])



df = pd.DataFrame(np.random.randint(n, size=(n, 3)), columns=list('abc'))
df
df.query('(a < b) & (b < c)')
df[(df['a'] < df['b']) & (df['b'] < df['c'])]



df.query('a < b & b < c')



df.query('a < b and b < c')



df.query('a < b < c')



# get all rows where columns "a" and "b" have overlapping values
df = pd.DataFrame({'a': list('aabbccddeeff'), 'b': list('aaaabbbbcccc'),
                   'c': np.random.randint(5, size=12),
                   'd': np.random.randint(9, size=12)})
df
df.query('a in b')

# How you'd do it in pure Python
df[df['a'].isin(df['b'])]

df.query('a not in b')

# pure Python
df[~df['a'].isin(df['b'])]




# rows where cols a and b have overlapping values
# and col c's values are less than col d's
df.query('a in b and c < d')

# pure Python
df[df['b'].isin(df['a']) & (df['c'] < df['d'])]




df.query('b == ["a", "b", "c"]')

# pure Python
df[df['b'].isin(["a", "b", "c"])]

df.query('c == [1, 2]')

df.query('c != [1, 2]')

# using in/not in
df.query('[1, 2] in c')

df.query('[1, 2] not in c')

# pure Python
df[df['c'].isin([1, 2])]




df = pd.DataFrame(np.random.rand(n, 3), columns=list('abc'))
df['bools'] = np.random.rand(len(df)) > 0.5
df.query('~bools')
df.query('not bools')
df.query('not bools') == df[~df['bools']]



# short query syntax
shorter = df.query('a < b < c and (not bools) or bools > 2')

# equivalent in pure Python
longer = df[(df['a'] < df['b'])
            & (df['b'] < df['c'])
            & (~df['bools'])
            | (df['bools'] > 2)]

shorter
longer

shorter == longer




df = pd.DataFrame(np.random.randn(8, 4),
                  index=dates, columns=['A', 'B', 'C', 'D'])
df2 = df.copy()




df2 = pd.DataFrame({'a': ['one', 'one', 'two', 'two', 'two', 'three', 'four'],
                    'b': ['x', 'y', 'x', 'y', 'x', 'x', 'x'],
                    'c': np.random.randn(7)})
df2
df2.duplicated('a')
df2.duplicated('a', keep='last')
df2.duplicated('a', keep=False)
df2.drop_duplicates('a')
df2.drop_duplicates('a', keep='last')
df2.drop_duplicates('a', keep=False)



df2.duplicated(['a', 'b'])
df2.drop_duplicates(['a', 'b'])



df3 = pd.DataFrame({'a': np.arange(6),
                    'b': np.random.randn(6)},
                   index=['a', 'a', 'b', 'c', 'b', 'a'])
df3
df3.index.duplicated()
df3[~df3.index.duplicated()]
df3[~df3.index.duplicated(keep='last')]
df3[~df3.index.duplicated(keep=False)]



s = pd.Series([1, 2, 3], index=['a', 'b', 'c'])
s.get('a')  # equivalent to s['a']
s.get('x', default=-1)



df = pd.DataFrame({'col': ["A", "A", "B", "B"],
                   'A': [80, 23, np.nan, 22],
                   'B': [80, 55, 76, 67]})
df
idx, cols = pd.factorize(df['col'])
df.reindex(cols, axis=1).to_numpy()[np.arange(len(df)), idx]



index = pd.Index(['e', 'd', 'a', 'b'])
index
'd' in index



index = pd.Index(['e', 'd', 'a', 'b'], name='something')
index.name



index = pd.Index(list(range(5)), name='rows')
columns = pd.Index(['A', 'B', 'C'], name='cols')
df = pd.DataFrame(np.random.randn(5, 3), index=index, columns=columns)
df
df['A']



ind = pd.Index([1, 2, 3])
ind.rename("apple")
ind
ind.set_names(["apple"], inplace=True)
ind.name = "bob"
ind



index = pd.MultiIndex.from_product([range(3), ['one', 'two']], names=['first', 'second'])
index
index.levels[1]
index.set_levels(["a", "b"], level=1)



a = pd.Index(['c', 'b', 'a'])
b = pd.Index(['c', 'e', 'd'])
a.difference(b)



idx1 = pd.Index([1, 2, 3, 4])
idx2 = pd.Index([2, 3, 4, 5])
idx1.symmetric_difference(idx2)



idx1 = pd.Index([0, 1, 2])
idx2 = pd.Index([0.5, 1.5])
idx1.union(idx2)



idx1 = pd.Index([1, np.nan, 3, 4])
idx1
idx1.fillna(2)

idx2 = pd.DatetimeIndex([pd.Timestamp('2011-01-01'),
                         pd.NaT,
                         pd.Timestamp('2011-01-03')])
idx2
idx2.fillna(pd.Timestamp('2011-01-02'))



data = pd.DataFrame({'a': ['bar', 'bar', 'foo', 'foo'],
                     'b': ['one', 'two', 'one', 'two'],
                     'c': ['z', 'y', 'x', 'w'],
                     'd': [1., 2., 3, 4]})



data
indexed1 = data.set_index('c')
indexed1
indexed2 = data.set_index(['a', 'b'])
indexed2



frame = data.set_index('c', drop=False)
frame = frame.set_index(['a', 'b'], append=True)
frame



data.set_index('c', drop=False)
data.set_index(['a', 'b'], inplace=True)
data



data
data.reset_index()



frame
frame.reset_index(level=1)




dfmi = pd.DataFrame([list('abcd'),
                     list('efgh'),
                     list('ijkl'),
                     list('mnop')],
                    columns=pd.MultiIndex.from_product([['one', 'two'],
                                                        ['first', 'second']]))
dfmi



dfmi['one']['second']



dfmi.loc[:, ('one', 'second')]



value = None



dfb = pd.DataFrame({'a': ['one', 'one', 'two',
                          'three', 'two', 'one', 'six'],
                    'c': np.arange(7)})

# This will show the SettingWithCopyWarning
# but the frame values will be set
dfb['c'][dfb['a'].str.startswith('o')] = 42



dfc = pd.DataFrame({'a': ['one', 'one', 'two',
                          'three', 'two', 'one', 'six'],
                    'c': np.arange(7)})
dfd = dfc.copy()
# Setting multiple items using a mask
mask = dfd['a'].str.startswith('o')
dfd.loc[mask, 'c'] = 42
dfd

# Setting a single item
dfd = dfc.copy()
dfd.loc[2, 'a'] = 11
dfd



dfd = dfc.copy()
dfd['a'][2] = 111
dfd
